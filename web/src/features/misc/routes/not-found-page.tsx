import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';

export default function NotFoundPage() {
  return (
    <section className="container page not-found">
      <h1>404!</h1>
      <p className="lead">You are lost!</p>
      <Link className="btn btn--primary" to={paths.home}>
        Back to the home page
      </Link>
    </section>
  );
}
