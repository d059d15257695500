import '../cricket/cricket.css';

export { CricketGame as default } from '../cricket/CricketGame.tsx';
