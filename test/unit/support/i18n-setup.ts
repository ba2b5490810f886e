/** Unit tests read the English messages, as a browser in English would. */
import { useEnglishMessages } from '../../../lib/core/i18n/english';

useEnglishMessages();
