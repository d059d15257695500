export { BringFriendPage as default } from '../components/BringFriendPage.tsx';
