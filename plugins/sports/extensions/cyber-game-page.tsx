import '../cricket/cricket.css';

export { CyberGame as default } from '../cricket/CyberGame.tsx';
