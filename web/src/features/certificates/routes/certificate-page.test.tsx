import { CERTIFICATE_STATEMENT, type Certificate } from '@shared/certificates';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type StubAnswer, stubFetch } from '../../../../../test/support/fetch-stub';
import { renderRoutes } from '../../../../../test/support/render-routes';
import { certificateLoader } from '../loaders';
import CertificatePage from './certificate-page';

const CERTIFICATE: Certificate = {
  _id: 'Zx8_Qw3-Rt5yUi7oPa9sDf',
  learnerName: 'Asha Verma',
  courseId: 'python',
  courseName: 'Python for Everybody',
  creator: 'freeCodeCamp.org',
  lessonCount: 14,
  issuedAt: '2026-03-04T10:20:30.000Z',
};

function openCertificate(answer: StubAnswer, id = CERTIFICATE._id) {
  const calls = stubFetch(() => answer);
  renderRoutes(
    [{ path: '/certificates/:id', loader: certificateLoader, element: <CertificatePage /> }],
    `/certificates/${id}`,
  );
  return calls;
}

describe('the certificate page', () => {
  it("shows the learner's name, the course, its creator, the date, the id and what it means", async () => {
    const calls = openCertificate({ status: 200, body: CERTIFICATE });
    expect(await screen.findByRole('heading', { name: 'Certificate of Completion' })).toBeInTheDocument();
    expect(calls[0]).toMatchObject({ path: `/api/certificates/${CERTIFICATE._id}`, method: 'GET' });
    expect(screen.getByText('Asha Verma')).toBeInTheDocument();
    expect(screen.getByText('Python for Everybody')).toBeInTheDocument();
    expect(screen.getByText('completed all 14 lessons of')).toBeInTheDocument();
    expect(screen.getByText('a free video course by freeCodeCamp.org')).toBeInTheDocument();
    expect(screen.getByText('4 Mar 2026')).toHaveAttribute('datetime', CERTIFICATE.issuedAt);
    expect(screen.getByText(CERTIFICATE._id)).toBeInTheDocument();
    expect(screen.getByText(CERTIFICATE_STATEMENT)).toBeInTheDocument();
    expect(screen.queryByText(/self-check/)).not.toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Verify' })).toBeInTheDocument();
    expect(screen.getByLabelText('Link to this certificate')).toHaveValue(
      `http://localhost/certificates/${CERTIFICATE._id}`,
    );
  });

  it('lists each self-check quiz with the best score it was issued with', async () => {
    openCertificate({
      status: 200,
      body: {
        ...CERTIFICATE,
        quizCount: 2,
        quizScores: [
          { title: 'Variables and types', percent: 100 },
          { title: 'Loops', percent: 75 },
        ],
      },
    });
    const table = await screen.findByRole('table', {
      name: 'Best score in each self-check quiz',
    });
    expect(screen.getByText('including 2 self-check quizzes, all passed')).toBeInTheDocument();
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => [...row.children].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Quiz', 'Best score'],
      ['Variables and types', '100%'],
      ['Loops', '75%'],
    ]);
    expect(within(table).getByRole('rowheader', { name: 'Loops' })).toBeInTheDocument();
  });

  it('shows a certificate issued before scores were recorded with its quiz count alone', async () => {
    openCertificate({ status: 200, body: { ...CERTIFICATE, quizCount: 3 } });
    expect(await screen.findByText('including 3 self-check quizzes, all passed')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('copies its own address, which is the verification', async () => {
    openCertificate({ status: 200, body: CERTIFICATE });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Copy link' }));
    expect(await navigator.clipboard.readText()).toBe(`http://localhost/certificates/${CERTIFICATE._id}`);
    expect(screen.getByText('Link copied.')).toBeInTheDocument();
  });

  it('says clearly that an unknown certificate does not exist', async () => {
    openCertificate({ status: 404, body: { msg: 'Certificate not found.' } }, 'no-such-certificate');
    expect(await screen.findByRole('heading', { name: 'Certificate not found' })).toBeInTheDocument();
    expect(screen.getByText('no-such-certificate')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Certificate of Completion' })).not.toBeInTheDocument();
  });
});
