import { apiErrorMessage, applyApiErrors } from './api-errors';

describe('applyApiErrors', () => {
  it('puts the first message of each field on the form and returns null without a form-level message', () => {
    const setErrors = jest.fn();
    const msg = applyApiErrors(
      { email: ['Email is not valid', 'other'], name: ['Name is required'] },
      setErrors,
    );
    expect(setErrors).toHaveBeenCalledWith({ email: 'Email is not valid', name: 'Name is required' });
    expect(msg).toBeNull();
  });

  it('returns detail as the form message', () => {
    const setErrors = jest.fn();
    expect(applyApiErrors({ detail: 'Account not verified.' }, setErrors)).toBe('Account not verified.');
    expect(setErrors).not.toHaveBeenCalled();
  });

  it('returns the first non-field error and still sets field errors', () => {
    const setErrors = jest.fn();
    const msg = applyApiErrors(
      { non_field_errors: ['Both passwords must match', 'x'], password: ['Required'] },
      setErrors,
    );
    expect(msg).toBe('Both passwords must match');
    expect(setErrors).toHaveBeenCalledWith({ password: 'Required' });
  });

  it('prefers detail over non_field_errors whatever the key order', () => {
    expect(applyApiErrors({ non_field_errors: ['b'], detail: 'a' }, jest.fn())).toBe('a');
  });

  it('ignores bodies that are not error objects', () => {
    const setErrors = jest.fn();
    expect(applyApiErrors('<html>502</html>', setErrors)).toBeNull();
    expect(applyApiErrors(null, setErrors)).toBeNull();
    expect(applyApiErrors(['x'], setErrors)).toBeNull();
    expect(setErrors).not.toHaveBeenCalled();
  });
});

describe('apiErrorMessage', () => {
  it('reads the API words, or explains a network failure', () => {
    expect(apiErrorMessage({ status: 404, data: { detail: 'Not found.' } })).toBe('Not found.');
    expect(apiErrorMessage({ status: 'FETCH_ERROR', error: 'TypeError' })).toMatch(/cannot be reached/);
    expect(apiErrorMessage(undefined, 'fallback')).toBe('fallback');
  });
});
