import { SectionHeading } from '../../../components/ui/section-heading';
import { SocialLinks } from '../../../components/ui/social-links';

export function ConnectSection() {
  return (
    <section className="section section--tinted connect" aria-labelledby="connect-title">
      <div className="container">
        <SectionHeading id="connect-title" kicker="Stay in the loop" title="Connect with Us">
          New courses, study tips and community news, wherever you already are.
        </SectionHeading>
        <SocialLinks large />
      </div>
    </section>
  );
}
