import { renderHook } from '@testing-library/react';
import { messageApi } from './toast';
import { useNotify } from './useNotify';

jest.mock('./toast', () => {
  const api = { success: jest.fn(), error: jest.fn(), info: jest.fn() };
  return { messageApi: () => api };
});

describe('useNotify', () => {
  it('passes how long a toast stays, or leaves the default', () => {
    const { result } = renderHook(() => useNotify());
    result.current.error('Unable to add/edit opportunity', 2.5);
    result.current.success('Saved');
    expect(messageApi().error).toHaveBeenCalledWith('Unable to add/edit opportunity', 2.5);
    expect(messageApi().success).toHaveBeenCalledWith('Saved', undefined);
  });
});
