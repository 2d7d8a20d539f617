import { PageTitle } from '../../../components/ui/page-title';
import { t } from '../../../i18n';
import { AboutBlock } from '../components/about-block';
import { ConnectSection } from '../components/connect-section';
import { HeroBanner } from '../components/hero-banner';
import { OfferStrip } from '../components/offer-strip';
import { PopularCourses } from '../components/popular-courses';
import { WhyChooseUs } from '../components/why-choose-us';
import '../home.css';

export default function HomePage() {
  return (
    <>
      <PageTitle
        home
        description={t(
          'LearnFree: free video courses, curated. Enrol, track your progress, keep notes and learn with a community.',
        )}
      >
        {t('Never Stop Learning')}
      </PageTitle>
      <HeroBanner />
      <OfferStrip />
      <PopularCourses />
      <WhyChooseUs />
      <AboutBlock />
      <ConnectSection />
    </>
  );
}
