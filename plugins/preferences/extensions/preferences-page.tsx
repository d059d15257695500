/** The preferences page with its stylesheet (it has no state or sagas of its own: the core keeps the preferences). */
import '../styles.css';

export { PreferencesPage as default } from '../components/PreferencesPage.tsx';
