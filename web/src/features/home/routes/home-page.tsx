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
      <HeroBanner />
      <OfferStrip />
      <PopularCourses />
      <WhyChooseUs />
      <AboutBlock />
      <ConnectSection />
    </>
  );
}
