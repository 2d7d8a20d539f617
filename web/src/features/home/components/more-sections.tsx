import { AboutBlock } from './about-block';
import { ConnectSection } from './connect-section';
import { StudentReviews } from './student-reviews';
import { WhyChooseUs } from './why-choose-us';

/** The home page's sections below the first screen, whose code loads as they come near it. */
export default function MoreSections() {
  return (
    <>
      <WhyChooseUs />
      <AboutBlock />
      <StudentReviews />
      <ConnectSection />
    </>
  );
}
