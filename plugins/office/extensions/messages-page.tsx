export { MessagesPage as default } from '../components/MessagesPage.tsx';
