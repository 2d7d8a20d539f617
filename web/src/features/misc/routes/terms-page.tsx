/**
 * The Terms of Service at `/terms-of-service`, in the page's language: the text is a module per
 * language (`content/terms.en.tsx`, the binding one, and its translations), picked here.
 */
import type { UiLanguage } from '@shared/locale';
import { currentLanguage } from '../../../i18n';
import { LegalPage } from '../components/legal-page';
import { TERMS_EN } from '../content/terms.en';
import { TERMS_HI } from '../content/terms.hi';

const TERMS: Record<UiLanguage, typeof TERMS_EN> = { en: TERMS_EN, hi: TERMS_HI };

export default function TermsPage() {
  return <LegalPage {...TERMS[currentLanguage()]} />;
}
