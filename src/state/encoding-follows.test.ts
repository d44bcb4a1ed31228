import { expect, test } from 'vitest';
import { createAppStore } from './store.ts';
import { plainQuery, settingsFromQuery } from './link/url.ts';

test('the encoding follows the model until the user overrides it, and the override is said', () => {
  const store = createAppStore();
  const now = () => store.getState();
  expect([now().pricing.model, now().encoding, now().encodingOverridden]).toEqual([
    'claude-sonnet-4.5',
    'cl100k_base',
    false,
  ]);
  now().setPricing({ model: 'gpt-5' });
  expect([now().encoding, now().encodingOverridden]).toEqual(['o200k_base', false]);
  now().setEncoding('cl100k_base');
  expect([now().encoding, now().encodingOverridden]).toEqual(['cl100k_base', true]);
  // An override stays across model changes (still an override where it is not the model's own).
  now().setPricing({ model: 'gpt-5-mini' });
  expect([now().encoding, now().encodingOverridden]).toEqual(['cl100k_base', true]);
  now().followModelEncoding();
  expect([now().encoding, now().encodingOverridden]).toEqual(['o200k_base', false]);
  now().setPricing({ model: 'gpt-4' });
  expect(now().encoding).toBe('cl100k_base');
  // Custom prices name no model: the encoding stays, and they start from GPT-4's figures.
  now().setPricing({ model: 'custom' });
  expect([now().encoding, now().pricing.custom.inputPerMillion, now().pricing.custom.outputPerMillion]).toEqual([
    'cl100k_base',
    30,
    60,
  ]);
});

test("switching to custom prices keeps the model's cache-write price", () => {
  const store = createAppStore();
  store.getState().setPricing({ model: 'claude-opus-4.5' });
  store.getState().setPricing({ model: 'custom' });
  expect(store.getState().pricing.custom).toEqual({
    inputPerMillion: 5,
    cachedInputPerMillion: 0.5,
    cacheWritePerMillion: 6.25,
    outputPerMillion: 25,
    currency: 'USD',
    copiedFrom: 'claude-opus-4.5',
  });
  // Euros chosen: the copied dollar figures are dropped, not relabelled; a typed one stays.
  store.getState().setPricing({ custom: { inputPerMillion: 4 } });
  store.getState().setPricing({ custom: { currency: 'EUR' } });
  expect(store.getState().pricing.custom).toEqual({ inputPerMillion: 4, currency: 'EUR' });
});

test('the link keeps an override only when given', () => {
  const store = createAppStore();
  store.getState().setPricing({ model: 'gpt-5' });
  const followed = plainQuery(store.getState());
  expect(followed).not.toContain('enc=');
  expect(followed).toContain('model=gpt-5');
  expect(settingsFromQuery('model=gpt-5').settings).toEqual({
    pricing: { ...store.getState().pricing },
    encoding: 'o200k_base',
    encodingOverridden: false,
  });
  store.getState().setEncoding('cl100k_base');
  expect(plainQuery(store.getState())).toContain('enc=cl100k_base');
  expect(settingsFromQuery('model=gpt-5&enc=cl100k_base').settings).toMatchObject({
    encoding: 'cl100k_base',
    encodingOverridden: true,
  });
  // The model's own encoding in a link is no override.
  expect(settingsFromQuery('model=gpt-5&enc=o200k_base').settings).toMatchObject({ encodingOverridden: false });
  // A link from before the model choice, at the default model: cl100k_base is Sonnet's followed encoding.
  expect(settingsFromQuery('enc=o200k_base').settings).toEqual({ encoding: 'o200k_base', encodingOverridden: true });
});
