import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { object, string } from 'yup';
import { AppProviders } from '../AppProviders';
import { NameFormModal } from './NameFormModal';

const schema = object({ name: string().trim().required('Tag name is required').max(100) });

function renderModal(props: {
  item: { id: number; name: string } | null;
  save: jest.Mock;
  onClose?: jest.Mock;
}) {
  return render(
    <AppProviders>
      <NameFormModal<{ id: number; name: string }, { name: string }>
        open
        item={props.item}
        titles={{ create: 'Create tag', edit: 'Rename tag' }}
        label="Tag name"
        id="tag-name"
        schema={schema}
        save={props.save}
        saved={{ create: 'Tag created', edit: 'Updated successfully' }}
        failed={{ create: 'Unable to add tag', edit: 'Unable to rename tag' }}
        onClose={props.onClose ?? jest.fn()}
      />
    </AppProviders>,
  );
}

describe('NameFormModal', () => {
  it('creates: validates with the rule it is given, saves the cast body, toasts and closes', async () => {
    const save = jest.fn().mockResolvedValue({});
    const onClose = jest.fn();
    renderModal({ item: null, save, onClose });
    const user = userEvent.setup({ delay: null });
    expect(screen.getByRole('form', { name: 'Create tag' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Tag name is required')).toBeInTheDocument();
    expect(save).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('Tag name'), '  VIP  ');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(save).toHaveBeenCalledWith({ name: 'VIP' }, null);
    expect(await screen.findByText('Tag created')).toBeInTheDocument();
  });

  it("edits: starts from the item's name; the API's field error sits on the field, else the fallback banner", async () => {
    const item = { id: 4, name: 'Old' };
    const save = jest
      .fn()
      .mockRejectedValueOnce({ status: 400, data: { name: ['Tag with this name already exists'] } })
      .mockRejectedValueOnce({ status: 'FETCH_ERROR', error: 'down' });
    const onClose = jest.fn();
    renderModal({ item, save, onClose });
    const user = userEvent.setup({ delay: null });
    expect(screen.getByRole('form', { name: 'Rename tag' })).toBeInTheDocument();
    expect(screen.getByLabelText('Tag name')).toHaveValue('Old');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Tag with this name already exists')).toBeInTheDocument();
    expect(save).toHaveBeenCalledWith({ name: 'Old' }, item);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Unable to rename tag')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });
});
