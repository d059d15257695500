import { definePlugin } from '@plugin-api';
import { ArticlePage } from './ArticlePage.tsx';
import { RulesPage } from './RulesPage.tsx';
import { HelpLinks } from './HelpLinks.tsx';
import './styles.css';

export default definePlugin({
  id: 'info',
  extensions: { 'article-page': ArticlePage, 'rules-page': RulesPage, 'help-links': HelpLinks },
});
