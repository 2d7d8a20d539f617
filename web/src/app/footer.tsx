import { Link } from 'react-router-dom';
import { SocialLinks } from '../components/ui/social-links';
import { paths } from '../config/paths';

export function Footer() {
  return (
    <footer className="footer">
      <div className="footer__inner">
        <div className="footer__about">
          <p className="footer__tagline">Never Stop Learning! Join Us Now</p>
          <p>Free video courses, curated, with your progress and notes in one place.</p>
          <SocialLinks />
        </div>
        <nav aria-label="Footer">
          <h2 className="footer__heading">Explore</h2>
          <ul>
            <li>
              <Link to={paths.courses}>Courses</Link>
            </li>
            <li>
              <Link to={paths.login()}>Log in</Link>
            </li>
            <li>
              <Link to={paths.register}>Sign up</Link>
            </li>
            <li>
              <Link to={paths.terms}>Terms of Service</Link>
            </li>
            <li>
              <Link to={paths.privacy}>Privacy Policy</Link>
            </li>
          </ul>
        </nav>
        <div>
          <h2 className="footer__heading">Contact</h2>
          <ul>
            <li>
              <a href="mailto:hello@learnfree.example">hello@learnfree.example</a>
            </li>
            <li>
              <a href="tel:+911234567890">+91 12345 67890</a>
            </li>
          </ul>
        </div>
      </div>
      <div className="footer__bottom">
        <p>© {new Date().getFullYear()} LearnFree. All courses are free.</p>
        <p>
          Built by the{' '}
          <a href="https://github.com/learnfree" rel="noopener noreferrer" target="_blank">
            LearnFree developers
          </a>
        </p>
      </div>
    </footer>
  );
}
