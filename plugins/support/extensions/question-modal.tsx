export { QuestionModal as default } from '../components/QuestionModal.tsx';
