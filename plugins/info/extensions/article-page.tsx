/** Every information page, its children included (rules, news, partners): content from the content API. */
export { ContentPage as default } from '../content/ContentPage.tsx';
