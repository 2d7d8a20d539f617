import { deferredPart, NearViewport } from '../../../components/ui/near-viewport';
import { HeroBanner } from '../components/hero-banner';
import { OfferStrip } from '../components/offer-strip';
import '../home.css';

// Below the first screen on every device: a first visit neither downloads nor runs their code.
const moreSections = deferredPart(() => import('../components/more-sections'));

export default function HomePage() {
  return (
    <>
      <HeroBanner />
      <OfferStrip />
      <NearViewport part={moreSections} />
    </>
  );
}
