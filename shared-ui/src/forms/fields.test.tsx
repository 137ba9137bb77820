import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useFormik } from 'formik';
import * as yup from 'yup';
import { messages } from '@ensemble/contracts';
import { AppProviders } from '../AppProviders';
import { CheckboxField, CodeField, PasswordField, PhoneField, SelectField, TextField } from './fields';
import { FormFrame } from './FormFrame';

interface Values {
  email: string;
  password: string;
  phone: string;
  code: string;
  color: string | null;
  agree: boolean;
}

function TestForm(props: { onSubmit: (v: Values) => void; phoneRequired?: boolean; disabled?: boolean }) {
  const formik = useFormik<Values>({
    initialValues: { email: '', password: '', phone: '', code: '', color: null, agree: false },
    validationSchema: yup.object({
      email: yup.string().required(messages.fieldRequired('Email')).email(messages.emailInvalid),
      agree: yup.boolean().oneOf([true], messages.termsRequired),
    }),
    onSubmit: (v) => props.onSubmit(v),
  });
  return (
    <AppProviders>
      <FormFrame formik={formik}>
        <TextField formik={formik} name="email" label="Email" type="email" disabled={props.disabled} />
        <PasswordField formik={formik} name="password" label="Password" disabled={props.disabled} />
        <PhoneField formik={formik} name="phone" label="Cell phone" required={props.phoneRequired} />
        <CodeField formik={formik} name="code" label="Code" placeholder="6-digit-code" />
        <SelectField
          formik={formik}
          name="color"
          label="Color"
          options={[
            { value: 'red', label: 'Red' },
            { value: 'blue', label: 'Blue' },
          ]}
        />
        <CheckboxField formik={formik} name="agree">
          I agree
        </CheckboxField>
        <button type="submit">Save</button>
      </FormFrame>
    </AppProviders>
  );
}

describe('formik-bound fields', () => {
  it('are found by their labels and show the schema messages after a submit', async () => {
    const onSubmit = jest.fn();
    render(<TestForm onSubmit={onSubmit} />);
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText(messages.termsRequired)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
  });

  it("refuses a bad phone with 'phone number is not valid' even without a schema rule", async () => {
    const onSubmit = jest.fn();
    render(<TestForm onSubmit={onSubmit} />);
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByLabelText('Cell phone'));
    await user.paste('12345');
    await user.tab();
    expect(await screen.findByText(messages.phoneInvalid)).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Cell phone'));
    await user.paste('(201) 555-0123');
    await user.tab();
    await waitFor(() => expect(screen.queryByText(messages.phoneInvalid)).not.toBeInTheDocument());
  });

  it("asks for a required phone with 'Phone number is required'", async () => {
    render(<TestForm onSubmit={jest.fn()} phoneRequired />);
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(messages.phoneRequired)).toBeInTheDocument();
  });

  it('keeps a code to 6 characters on a numeric keyboard, with its placeholder', async () => {
    render(<TestForm onSubmit={jest.fn()} />);
    const code = screen.getByLabelText('Code');
    expect(code).toHaveAttribute('maxlength', '6');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveAttribute('placeholder', '6-digit-code');
    const user = userEvent.setup({ delay: null });
    await user.type(code, '12 34567');
    expect(code).toHaveValue('123456');
  });

  it('submits the values the user gave', async () => {
    const onSubmit = jest.fn();
    render(<TestForm onSubmit={onSubmit} />);
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByLabelText('Email'));
    await user.paste('ada@example.com');
    await user.click(screen.getByLabelText('Color'));
    await user.click(await screen.findByTitle('Blue'));
    await user.click(screen.getByLabelText('I agree'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      email: 'ada@example.com',
      color: 'blue',
      agree: true,
    });
  });

  it('disables the controls while busy', () => {
    render(<TestForm onSubmit={jest.fn()} disabled />);
    expect(screen.getByLabelText('Email')).toBeDisabled();
    expect(screen.getByLabelText('Password')).toBeDisabled();
  });
});
