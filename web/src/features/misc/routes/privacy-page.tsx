/**
 * The Privacy Policy at `/privacy-policy`, in the page's language: the text is a module per
 * language (`content/privacy.en.tsx`, the binding one, and its translations), picked here.
 */
import type { UiLanguage } from '@shared/locale';
import { currentLanguage } from '../../../i18n';
import { LegalPage } from '../components/legal-page';
import { PRIVACY_EN } from '../content/privacy.en';
import { PRIVACY_HI } from '../content/privacy.hi';

const PRIVACY: Record<UiLanguage, typeof PRIVACY_EN> = { en: PRIVACY_EN, hi: PRIVACY_HI };

export default function PrivacyPage() {
  return <LegalPage {...PRIVACY[currentLanguage()]} />;
}
