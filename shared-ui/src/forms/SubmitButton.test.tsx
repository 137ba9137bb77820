import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useFormik } from 'formik';
import * as yup from 'yup';
import { AppProviders } from '../AppProviders';
import { SubmitButton } from './SubmitButton';

function TestForm(props: { onSubmit: () => Promise<void>; onRender: (loading: boolean) => void }) {
  const formik = useFormik({
    initialValues: { name: '' },
    validationSchema: yup.object({ name: yup.string().required('Name is required') }),
    onSubmit: props.onSubmit,
  });
  return (
    <AppProviders>
      <form onSubmit={formik.handleSubmit} noValidate>
        <input aria-label="Name" name="name" value={formik.values.name} onChange={formik.handleChange} />
        <SubmitButton formik={formik}>Save</SubmitButton>
        <Probe loading={formik.isSubmitting} onRender={props.onRender} />
      </form>
    </AppProviders>
  );
}

function Probe(props: { loading: boolean; onRender: (loading: boolean) => void }) {
  props.onRender(props.loading);
  return null;
}

describe('SubmitButton', () => {
  it('never spins for a submission that fails validation', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn(() => Promise.resolve());
    const classes: boolean[] = [];
    render(
      <TestForm
        onSubmit={onSubmit}
        onRender={() => classes.push(!!document.querySelector('.ant-btn-loading'))}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).not.toHaveBeenCalled());
    expect(classes.every((c) => !c)).toBe(true);
    expect(screen.getByRole('button', { name: 'Save' })).not.toHaveClass('ant-btn-loading');
  });

  it('spins while a valid submission is pending and stops when it settles', async () => {
    const user = userEvent.setup();
    let release = () => {};
    const onSubmit = jest.fn(() => new Promise<void>((resolve) => (release = resolve)));
    render(<TestForm onSubmit={onSubmit} onRender={() => undefined} />);
    await user.type(screen.getByLabelText('Name'), 'Ada');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    // Named by its words alone while it spins, and busy.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toHaveClass('ant-btn-loading'));
    expect(screen.getByRole('button', { name: 'Save' })).toHaveAttribute('aria-busy', 'true');
    act(() => release());
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Save' })).not.toHaveClass('ant-btn-loading'),
    );
    expect(screen.getByRole('button', { name: 'Save' })).toHaveAttribute('aria-busy', 'false');
  });
});
