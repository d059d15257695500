/**
 * The office menu's read: the hub and the e-mail forms (its user data) share one answer. Apart from
 * answers.ts so that the plugin's own chunk, which names the server's first-screen data, does not
 * carry the answers' validators.
 */
export const MENU_KEY = 'office/menu';
export const MENU_PATH = '/office/menu';
