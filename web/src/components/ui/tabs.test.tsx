import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Tabs } from './tabs';

const TABS = [
  { id: 'chapters', label: 'Lessons', content: <p>Lesson list</p> },
  { id: 'notes', label: 'Notes', content: <p>Your notes</p> },
  { id: 'resources', label: 'Resources', content: <p>No resources for this lesson.</p> },
];

describe('tabs', () => {
  it('shows the first panel, and another when its tab is clicked', async () => {
    render(<Tabs label="Lesson tools" tabs={TABS} />);
    expect(screen.getByRole('tabpanel', { name: 'Lessons' })).toHaveTextContent('Lesson list');
    await userEvent.click(screen.getByRole('tab', { name: 'Notes' }));
    expect(screen.getByRole('tab', { name: 'Notes' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Notes' })).toHaveTextContent('Your notes');
  });

  it('is one tab stop; the arrow keys, Home and End move between tabs and wrap around', async () => {
    const user = userEvent.setup();
    render(<Tabs label="Lesson tools" tabs={TABS} />);
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Lessons' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Resources' })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('No resources for this lesson.');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Lessons' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Resources' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Lessons' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('tabpanel')).toHaveFocus();
  });

  it('follows the value it is given and reports the tab asked for', async () => {
    const onChange = jest.fn();
    render(<Tabs label="Lesson tools" tabs={TABS} value="notes" onChange={onChange} />);
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Your notes');
    await userEvent.click(screen.getByRole('tab', { name: 'Resources' }));
    expect(onChange).toHaveBeenCalledWith('resources');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Your notes');
  });

  it('keeps hidden panels mounted when asked, so what they hold survives a switch', async () => {
    const user = userEvent.setup();
    const tabs = [
      { id: 'notes', label: 'Notes', content: <input aria-label="Draft" /> },
      { id: 'resources', label: 'Resources', content: <p>No resources for this lesson.</p> },
    ];
    render(<Tabs label="Lesson tools" tabs={tabs} keepMounted />);
    await user.type(screen.getByRole('textbox', { name: 'Draft' }), 'half a note');
    await user.click(screen.getByRole('tab', { name: 'Resources' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('No resources for this lesson.');
    await user.click(screen.getByRole('tab', { name: 'Notes' }));
    expect(screen.getByRole('textbox', { name: 'Draft' })).toHaveValue('half a note');
  });
});
