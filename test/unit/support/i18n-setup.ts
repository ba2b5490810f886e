/** Unit tests read the English messages, as a browser in English would. */
import { useEnglishMessages } from '../../../lib/i18n/english';

useEnglishMessages();
