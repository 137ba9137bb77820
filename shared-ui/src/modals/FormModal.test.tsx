import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useFormik } from 'formik';
import { object, string } from 'yup';
import { AppProviders } from '../AppProviders';
import { TextField } from '../forms/fields';
import { FormModal } from './FormModal';

function NameModal(props: {
  submit: (name: string) => Promise<string | null>;
  onClose: () => void;
  pending?: boolean;
}) {
  const formik = useFormik({
    initialValues: { name: '' },
    validationSchema: object({ name: string().required('Name is required') }),
    onSubmit: async (values, helpers) => {
      helpers.setStatus(null);
      helpers.setStatus(await props.submit(values.name));
    },
  });
  return (
    <FormModal open title="Add name" formik={formik} onClose={props.onClose} pending={props.pending}>
      <TextField formik={formik} name="name" id="name" label="Name" />
    </FormModal>
  );
}

describe('FormModal', () => {
  it('validates, submits, shows the status as a banner, and resets on Cancel', async () => {
    const submit = jest.fn().mockResolvedValue('Name already taken');
    const onClose = jest.fn();
    render(
      <AppProviders>
        <NameModal submit={submit} onClose={onClose} />
      </AppProviders>,
    );
    const user = userEvent.setup({ delay: null });
    expect(screen.getByRole('form', { name: 'Add name' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(submit).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('Name'), 'Ada');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Name already taken');
    expect(submit).toHaveBeenCalledWith('Ada');

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(screen.getByLabelText('Name')).toHaveValue('');
  });

  it('keeps Cancel disabled while outside work is pending', () => {
    render(
      <AppProviders>
        <NameModal submit={jest.fn()} onClose={jest.fn()} pending />
      </AppProviders>,
    );
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  });
});
