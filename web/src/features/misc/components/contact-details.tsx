import { site } from '../../../config/site';

/** How to reach the people who run the site. */
export function ContactDetails() {
  return (
    <ul className="legal__contact">
      <li>
        E-mail: <a href={`mailto:${site.email}`}>{site.email}</a>
      </li>
      <li>
        Phone: <a href={site.phone.href}>{site.phone.display}</a>
      </li>
    </ul>
  );
}
