import {
  apiErrorMessage,
  applyApiErrors,
  errorBody,
  errorMessage,
  errorStatus,
  wasAborted,
} from './api-errors';

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

describe('errorStatus, errorBody, errorMessage, wasAborted', () => {
  it('reads the HTTP status, also of an HTML error page (PARSING_ERROR keeps it in originalStatus)', () => {
    expect(errorStatus({ status: 404, data: {} })).toBe(404);
    expect(errorStatus({ status: 'PARSING_ERROR', originalStatus: 502, data: '<html>', error: 'x' })).toBe(
      502,
    );
    expect(errorStatus({ status: 'FETCH_ERROR', error: 'offline' })).toBeNull();
    expect(errorStatus(undefined)).toBeNull();
  });

  it("gives the API's first message or the fallback, never a network wording", () => {
    expect(errorBody({ status: 400, data: { detail: 'No.' } })).toEqual({ detail: 'No.' });
    expect(errorMessage({ status: 400, data: { email: ['Taken.'] } }, 'fallback')).toBe('Taken.');
    expect(errorMessage({ status: 'FETCH_ERROR', error: 'offline' }, 'fallback')).toBe('fallback');
  });

  it('tells a call cut short by a reset from an answered one', () => {
    expect(wasAborted({ name: 'AbortError', message: 'Aborted' })).toBe(true);
    expect(wasAborted({ status: 500, data: {} })).toBe(false);
  });
});
