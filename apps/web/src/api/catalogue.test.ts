import { describe, expect, it, vi } from 'vitest';
import { applyCatalogue, headForHttpStatus, readEnvelopeHead, type CatalogueHandlers } from './catalogue.ts';

const spies = () => {
  const handlers: CatalogueHandlers = {
    sessionExpired: vi.fn(),
    noPermission: vi.fn(),
    importFailed: vi.fn(),
    error: vi.fn(),
  };
  return handlers;
};

describe('applyCatalogue', () => {
  it('resolves code 0 without side effects', () => {
    const h = spies();
    expect(applyCatalogue({ code: 0, msg: 'ok' }, h)).toEqual({ kind: 'resolve' });
    expect(h.error).not.toHaveBeenCalled();
  });

  it('11000 asks to sign in again and rejects silently', () => {
    const h = spies();
    const outcome = applyCatalogue({ code: 11000, msg: 'expired' }, h);
    expect(h.sessionExpired).toHaveBeenCalledOnce();
    expect(h.error).not.toHaveBeenCalled();
    expect(outcome.kind).toBe('reject');
  });

  it('401 goes to the no-permission page without a toast', () => {
    const h = spies();
    applyCatalogue({ code: 401, msg: 'nope' }, h);
    expect(h.noPermission).toHaveBeenCalledOnce();
    expect(h.error).not.toHaveBeenCalled();
  });

  it('13017 toasts and passes the response through', () => {
    const h = spies();
    expect(applyCatalogue({ code: 13017, msg: 'bad rows' }, h)).toEqual({ kind: 'passThrough' });
    expect(h.importFailed).toHaveBeenCalledOnce();
  });

  it('40030 rejects with no toast at all', () => {
    const h = spies();
    const outcome = applyCatalogue({ code: 40030 }, h);
    expect(outcome.kind).toBe('reject');
    expect(Object.values(h).every((fn) => vi.mocked(fn).mock.calls.length === 0)).toBe(true);
  });

  it('other codes toast the server message, or nothing specific when blank', () => {
    const h = spies();
    applyCatalogue({ code: 409, msg: '用户名已存在' }, h);
    expect(h.error).toHaveBeenLastCalledWith('用户名已存在');
    applyCatalogue({ code: 500, msg: '  ' }, h);
    expect(h.error).toHaveBeenLastCalledWith(undefined);
  });
});

describe('envelope helpers', () => {
  it('reads only well-formed heads', () => {
    expect(readEnvelopeHead({ code: 0, msg: 'ok', data: 1 })).toEqual({ code: 0, msg: 'ok' });
    expect(readEnvelopeHead({ code: '0' })).toBeNull();
    expect(readEnvelopeHead('x')).toBeNull();
  });

  it('maps bare HTTP statuses onto the catalogue', () => {
    expect(headForHttpStatus(401).code).toBe(11000);
    expect(headForHttpStatus(403).code).toBe(401);
    expect(headForHttpStatus(502).code).toBe(500);
  });
});
