import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useDialog } from './use-dialog';

function Harness({ animationMs = 0 }: { animationMs?: number }) {
  const { ref, isOpen, isClosing, open, close } = useDialog(animationMs);
  return (
    <>
      <button type="button" onClick={open}>
        Open
      </button>
      <dialog ref={ref} aria-label="Test dialog" data-closing={isClosing ? '' : undefined}>
        <button type="button" onClick={close}>
          Close
        </button>
        {isOpen && <p>Content</p>}
      </dialog>
    </>
  );
}

describe('useDialog', () => {
  it('opens as a modal with its content, and locks the page scroll meanwhile', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    expect(screen.queryByText('Content')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Open' }));

    expect(screen.getByRole('dialog', { name: 'Test dialog' })).toHaveAttribute('open');
    expect(screen.getByText('Content')).toBeInTheDocument();
    expect(document.body.style.overflow).toBe('hidden');
  });

  it('closes after the animation, removes the content, restores scroll and focus', async () => {
    const user = userEvent.setup();
    render(<Harness animationMs={50} />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await user.click(opener);

    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.getByRole('dialog')).toHaveAttribute('data-closing');

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByText('Content')).not.toBeInTheDocument();
    expect(document.body.style.overflow).toBe('');
    expect(opener).toHaveFocus();
  });

  it('closes on Escape and on a click on the backdrop, not on a click inside', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Open' }));
    fireEvent.click(screen.getByText('Content'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('dialog'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
