// The messages that do not come with the entry pages (ADR 0016): imported by MUI's scope, which
// every dialog and every page that is not an entry page loads, and after hydration by the
// browser's entry. Importing this module completes the catalogue.
import rest from 'virtual:sporta/messages-rest';
import { addMessages } from './i18n';

addMessages(rest);
