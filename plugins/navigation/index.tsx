import { definePlugin } from '@plugin-api';
import { Header } from './Header.tsx';
import { BottomNav } from './BottomNav.tsx';
import { Footer } from './Footer.tsx';
import './styles.css';

export default definePlugin({
  id: 'navigation',
  extensions: { header: Header, 'bottom-nav': BottomNav, footer: Footer },
});
