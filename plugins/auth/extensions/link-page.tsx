/** The pages of e-mail links: activate, activatefast, stopnewsletter, accountverify (one chunk, the route id picks the page). */
export { LinkPage as default } from '../components/LinkPages.tsx';
