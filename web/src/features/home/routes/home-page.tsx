import { AboutBlock } from '../components/about-block';
import { ConnectSection } from '../components/connect-section';
import { HeroBanner } from '../components/hero-banner';
import { OfferStrip } from '../components/offer-strip';
import { StudentReviews } from '../components/student-reviews';
import { WhyChooseUs } from '../components/why-choose-us';
import '../home.css';

export default function HomePage() {
  return (
    <>
      <HeroBanner />
      <OfferStrip />
      <WhyChooseUs />
      <AboutBlock />
      <StudentReviews />
      <ConnectSection />
    </>
  );
}
