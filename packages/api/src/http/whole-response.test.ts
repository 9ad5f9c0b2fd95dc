import { describe, expect, it } from 'vitest';
import { WholeResponse } from './whole-response';

describe('WholeResponse', () => {
  const answer = () =>
    new WholeResponse(JSON.stringify({ a: 'é' }), {
      status: 409,
      headers: { 'content-type': 'application/json' },
    });

  it('keeps its bytes whole for the server, and its status and headers as a Response', () => {
    const response = answer();
    expect(response).toBeInstanceOf(Response);
    expect(new TextDecoder().decode(response.whole)).toBe('{"a":"é"}');
    expect(response.status).toBe(409);
    expect(response.headers.get('content-type')).toBe('application/json');
  });

  it('makes JSON as Response.json does, application/json unless the headers name a type', async () => {
    const json = WholeResponse.json({ a: 'é' }, { status: 201 });
    expect(json.status).toBe(201);
    expect(json.headers.get('content-type')).toBe('application/json');
    expect(await json.json()).toEqual({ a: 'é' });
    const typed = WholeResponse.json([], {
      headers: { 'content-type': 'application/jwk-set+json' },
    });
    expect(typed.headers.get('content-type')).toBe('application/jwk-set+json');
  });

  it('reads back like any Response: json, text, its body stream, once', async () => {
    expect(await answer().json()).toEqual({ a: 'é' });
    const response = answer();
    expect(response.bodyUsed).toBe(false);
    expect(await response.text()).toBe('{"a":"é"}');
    expect(response.bodyUsed).toBe(true);
    await expect(response.text()).rejects.toThrow(TypeError);
    const streamed = answer();
    expect(await new Response(streamed.body).text()).toBe('{"a":"é"}');
    expect(await answer().clone().json()).toEqual({ a: 'é' });
  });
});
