/**
 * PDF and text documents through the gateway, with the real `openai` and `@anthropic-ai/sdk`
 * clients: an Anthropic `document` block or an OpenAI `file` part reaches each provider in its
 * own form (Anthropic document blocks, OpenAI file parts, Gemini inline data), a target that cannot
 * read it is skipped for one that can, and what no provider can carry is a 400 naming the field.
 */
import Anthropic from '@anthropic-ai/sdk';
import OpenAI from 'openai';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { estimateTokens } from '../src/core/estimate-tokens.js';
import type { FakeProvider } from './fakes/index.js';
import {
  type FakeGateway,
  GATEWAY_KEY,
  lastBody,
  startFakeGateway,
} from './support/fake-gateway.js';

/** The first bytes of a PDF, base64 ("%PDF-1.7\n%âãÏÓ\n"). */
const PDF = 'JVBERi0xLjcKJeLjz9MK';

let fakeOpenAI: FakeProvider;
let fakeAnthropic: FakeProvider;
let fakeGemini: FakeProvider;
let upstreams: FakeGateway;
let baseURL: string;

beforeAll(async () => {
  upstreams = await startFakeGateway({
    reply: 'read it',
    models: ({ openai, anthropic, gemini, keys }) => `  gpt:
    targets:
      - { provider: openai, model: gpt-5, base_url: "${openai.baseUrl}", keys: ${keys} }
  claude:
    targets:
      - { provider: anthropic, model: claude-sonnet-4-5, base_url: "${anthropic.baseUrl}", keys: ${keys} }
  gemini:
    targets:
      - { provider: gemini, model: gemini-2.5-flash, base_url: "${gemini.baseUrl}", keys: ${keys} }
  mistral-then-gpt:
    targets:
      - { provider: mistral, model: mistral-large-latest, base_url: "${openai.baseUrl}", keys: ${keys} }
      - { provider: openai, model: gpt-5-mini, base_url: "${openai.baseUrl}", keys: ${keys} }
`,
  });
  ({ openai: fakeOpenAI, anthropic: fakeAnthropic, gemini: fakeGemini, baseURL } = upstreams);
});

afterAll(() => upstreams.close());

const openai = () => new OpenAI({ apiKey: GATEWAY_KEY, baseURL: `${baseURL}/v1`, maxRetries: 0 });
const anthropic = () => new Anthropic({ apiKey: GATEWAY_KEY, baseURL, maxRetries: 0 });

/** The first message's content parts as the upstream received them. */
function firstContent(fake: FakeProvider, key: 'messages' | 'contents'): unknown[] {
  const list = lastBody(fake)[key] as { content?: unknown[]; parts?: unknown[] }[];
  return (list[0]?.content ?? list[0]?.parts) as unknown[];
}

const pdfBlock = {
  type: 'document',
  source: { type: 'base64', media_type: 'application/pdf', data: PDF },
  title: 'Q3 report',
  cache_control: { type: 'ephemeral' },
} as const;

async function askAnthropic(model: string, document: unknown): Promise<Anthropic.Message> {
  return anthropic().messages.create({
    model,
    max_tokens: 512,
    messages: [
      {
        role: 'user',
        content: [
          document as Anthropic.DocumentBlockParam,
          { type: 'text', text: 'Summarise it.' },
        ],
      },
    ],
  });
}

describe('an Anthropic caller’s PDF', () => {
  it('reaches Claude as the document block it sent', async () => {
    const message = await askAnthropic('claude', pdfBlock);
    expect(message.content[0]).toMatchObject({ type: 'text', text: 'read it' });
    expect(firstContent(fakeAnthropic, 'messages')[0]).toEqual(pdfBlock);
  });

  it('reaches OpenAI as a file part with its bytes', async () => {
    await askAnthropic('gpt', pdfBlock);
    expect(firstContent(fakeOpenAI, 'messages')[0]).toEqual({
      type: 'file',
      file: { filename: 'Q3 report.pdf', file_data: `data:application/pdf;base64,${PDF}` },
    });
  });

  it('reaches Gemini as inline data', async () => {
    await askAnthropic('gemini', pdfBlock);
    expect(firstContent(fakeGemini, 'contents')[0]).toEqual({
      inlineData: { mimeType: 'application/pdf', data: PDF },
    });
  });

  it('skips a vendor that cannot read PDFs (Mistral) for one that can', async () => {
    const { response } = await anthropic()
      .messages.create({
        model: 'mistral-then-gpt',
        max_tokens: 512,
        messages: [
          {
            role: 'user',
            content: [pdfBlock as Anthropic.DocumentBlockParam, { type: 'text', text: 'Sum up.' }],
          },
        ],
      })
      .withResponse();
    expect(response.headers.get('x-stayup-target')).toBe('mistral-then-gpt[1]:openai/gpt-5-mini');
    expect(lastBody(fakeOpenAI).model).toBe('gpt-5-mini');
  });

  it('a text document is text for OpenAI and Gemini, a text document block for Claude', async () => {
    const textDocument = {
      type: 'document',
      source: { type: 'text', media_type: 'text/plain', data: 'Revenue rose 4 %.' },
      title: 'Notes',
    };
    await askAnthropic('gpt', textDocument);
    // Text only: the parts travel as one string.
    expect((lastBody(fakeOpenAI).messages as { content: unknown }[])[0]?.content).toBe(
      'Notes\n\nRevenue rose 4 %.\nSummarise it.',
    );
    await askAnthropic('gemini', textDocument);
    expect(firstContent(fakeGemini, 'contents')[0]).toEqual({ text: 'Notes\n\nRevenue rose 4 %.' });
    await askAnthropic('claude', textDocument);
    expect(firstContent(fakeAnthropic, 'messages')[0]).toEqual(textDocument);
  });
});

describe('a PDF a tool returned (Claude Code’s Read tool)', () => {
  const conversation = (model: string) =>
    anthropic().messages.create({
      model,
      max_tokens: 512,
      messages: [
        { role: 'user', content: 'Read report.pdf' },
        {
          role: 'assistant',
          content: [
            { type: 'tool_use', id: 'toolu_1', name: 'Read', input: { path: 'report.pdf' } },
          ],
        },
        {
          role: 'user',
          content: [
            {
              type: 'tool_result',
              tool_use_id: 'toolu_1',
              content: [pdfBlock as unknown as Anthropic.TextBlockParam],
            },
          ],
        },
      ],
    });

  it('stays inside the tool result for Claude', async () => {
    await conversation('claude');
    const messages = lastBody(fakeAnthropic).messages as { content: { content: unknown[] }[] }[];
    expect(messages[2]?.content[0]?.content).toEqual([pdfBlock]);
  });

  it('follows the tool message as a file part for OpenAI, and the function response for Gemini', async () => {
    await conversation('gpt');
    const messages = lastBody(fakeOpenAI).messages as Record<string, unknown>[];
    expect(messages.slice(2)).toEqual([
      { role: 'tool', tool_call_id: 'toolu_1', content: '' },
      {
        role: 'user',
        content: [
          { type: 'text', text: 'Files returned by tool call toolu_1:' },
          {
            type: 'file',
            file: { filename: 'Q3 report.pdf', file_data: `data:application/pdf;base64,${PDF}` },
          },
        ],
      },
    ]);
    await conversation('gemini');
    const contents = lastBody(fakeGemini).contents as { parts: unknown[] }[];
    expect(contents[2]?.parts).toEqual([
      { functionResponse: { name: 'Read', response: { result: '' } } },
      { inlineData: { mimeType: 'application/pdf', data: PDF } },
    ]);
  });
});

describe('an OpenAI caller’s file part', () => {
  it('reaches OpenAI as sent and Claude as a document block', async () => {
    const file = {
      type: 'file' as const,
      file: { filename: 'contract.pdf', file_data: `data:application/pdf;base64,${PDF}` },
    };
    const messages: OpenAI.ChatCompletionMessageParam[] = [
      { role: 'user', content: [file, { type: 'text', text: 'Key terms?' }] },
    ];
    await openai().chat.completions.create({ model: 'gpt', messages });
    expect(firstContent(fakeOpenAI, 'messages')[0]).toEqual(file);
    await openai().chat.completions.create({ model: 'claude', messages });
    expect(firstContent(fakeAnthropic, 'messages')[0]).toEqual({
      type: 'document',
      source: { type: 'base64', media_type: 'application/pdf', data: PDF },
    });
  });
});

describe('what cannot be carried is a 400 naming it', () => {
  async function post(path: string, body: unknown) {
    const response = await fetch(`${baseURL}${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${GATEWAY_KEY}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: response.status, text: await response.text() };
  }

  it.each([
    [{ ...pdfBlock, citations: { enabled: true } }, /document citations/],
    [{ type: 'document', source: { type: 'file', file_id: 'file_01' } }, /Files API id/],
    [{ type: 'document', source: { type: 'base64', data: PDF } }, /source\.media_type/],
    [{ type: 'document', source: { type: 'blob' } }, /source\.type/],
  ])('Anthropic document %j', async (document, message) => {
    const { status, text } = await post('/v1/messages', {
      model: 'claude',
      max_tokens: 16,
      messages: [{ role: 'user', content: [document] }],
    });
    expect(status).toBe(400);
    expect(text).toMatch(message);
  });

  it.each([
    [{ file_id: 'file-abc' }, /file_id/],
    [{ file_data: 'https://example.com/a.pdf' }, /file_data/],
  ])('OpenAI file %j', async (file, message) => {
    const { status, text } = await post('/v1/chat/completions', {
      model: 'gpt',
      messages: [{ role: 'user', content: [{ type: 'file', file }] }],
    });
    expect(status).toBe(400);
    expect(text).toMatch(message);
  });

  it('a PDF by URL for an OpenAI target (chat completions take none)', async () => {
    const { status, text } = await post('/v1/messages', {
      model: 'gpt',
      max_tokens: 16,
      messages: [
        {
          role: 'user',
          content: [{ type: 'document', source: { type: 'url', url: 'https://x.test/a.pdf' } }],
        },
      ],
    });
    expect(status).toBe(400);
    expect(text).toMatch(/documents by URL/);
  });
});

it('estimates a PDF by its size and a text document by its text', () => {
  const ask = (document: Record<string, unknown>) =>
    estimateTokens({
      messages: [{ role: 'user', content: [{ type: 'document', mediaType: 'x', ...document }] }],
    });
  // 70 KB of PDF (≈ 96,000 base64 characters) with no countable page ≈ one 3,000-token page.
  expect(ask({ data: 'A'.repeat(96_000) }) - ask({ data: '' })).toBe(3_000);
  // A small text PDF counts its page objects (not the /Pages tree): 3 pages ≈ 9,000 tokens.
  const pages = btoa(
    '%PDF-1.7\n<< /Type /Pages /Count 3 >>\n<< /Type /Page >>\n<</Type/Page>>\n<< /Type /Page /Parent 1 0 R >>\n',
  );
  expect(ask({ data: pages }) - ask({ data: '' })).toBe(9_000);
  expect(ask({ text: 'x'.repeat(4_000) }) - ask({ text: '' })).toBe(1_000);
});
