import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppProviders } from '../AppProviders';
import { useConfirmDelete, type ConfirmDeleteOptions } from './useConfirmDelete';

interface Item {
  id: number;
  name: string;
}

function ItemList(props: Omit<ConfirmDeleteOptions<Item>, 'title' | 'deleted'>) {
  const confirmDelete = useConfirmDelete<Item>({ title: 'Delete item', deleted: 'Item deleted!', ...props });
  return (
    <>
      <button type="button" onClick={() => confirmDelete.ask({ id: 7, name: 'Seven' })}>
        Delete Seven
      </button>
      {confirmDelete.modal}
    </>
  );
}

function renderList(props: Omit<ConfirmDeleteOptions<Item>, 'title' | 'deleted'>) {
  render(
    <AppProviders>
      <ItemList {...props} />
    </AppProviders>,
  );
  return userEvent.setup({ delay: null });
}

describe('useConfirmDelete', () => {
  it('asks, deletes the item, toasts and closes', async () => {
    const remove = jest.fn().mockResolvedValue(undefined);
    const user = renderList({ remove });
    await user.click(screen.getByRole('button', { name: 'Delete Seven' }));
    expect(await screen.findByText('Are you sure you want to delete?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Yes, delete' }));
    expect(await screen.findByText('Item deleted!')).toBeInTheDocument();
    expect(remove).toHaveBeenCalledWith({ id: 7, name: 'Seven' });
    await waitFor(() => expect(screen.queryByText('Are you sure you want to delete?')).not.toBeVisible());
  });

  it("toasts the API's words on failure and stays open", async () => {
    const remove = jest.fn().mockRejectedValue({ status: 400, data: { detail: 'Still in use' } });
    const user = renderList({
      remove,
      failed: 'Unable to delete',
      text: (i) => `Delete ${i.name}?`,
      confirmLabel: 'Delete',
    });
    await user.click(screen.getByRole('button', { name: 'Delete Seven' }));
    expect(await screen.findByText('Delete Seven?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Still in use')).toBeInTheDocument();
    expect(screen.getByText('Delete Seven?')).toBeVisible();
  });
});
