// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createTestApp } from '../../tests/helpers/store.ts';
import { renderWithApp } from '../../tests/helpers/render.tsx';
import { ApiError } from '../api/index.ts';
import { useApiAction, useRemoteData } from './remote-data.ts';
import { RemoteState } from './ui.tsx';

type Messages = { items: string[] };
const parseMessages = (answer: unknown): Messages | null =>
  typeof answer === 'object' && answer !== null && Array.isArray((answer as Messages).items) ? (answer as Messages) : null;

function MessageList({ page = 1 }: { page?: number }): ReactNode {
  const list = useRemoteData('test/messages', '/office/messages', { query: { page }, parse: parseMessages });
  return (
    <RemoteState status={list.status} error={list.error} onRetry={list.reload} isEmpty={list.data?.items.length === 0} empty={<p>No messages</p>}>
      <ul>{list.data?.items.map((item) => <li key={item}>{item}</li>)}</ul>
    </RemoteState>
  );
}

function DeleteButton(): ReactNode {
  const action = useApiAction('test/delete', { invalidates: ['test/messages'] });
  return (
    <>
      <button type="button" onClick={() => action.send('DELETE', '/office/messages/1')}>
        delete
      </button>
      <span>{action.status}</span>
      {action.error && <span role="alert">{action.error.message}</span>}
    </>
  );
}

describe('useRemoteData', () => {
  it('shows loading, then the answer; two components with one key make one request', async () => {
    const request = vi.fn(async () => ({ items: ['Welcome'] }));
    const app = createTestApp({ request: request as never });
    renderWithApp(
      <>
        <MessageList />
        <MessageList />
      </>,
      app,
    );
    expect(screen.getAllByRole('status')).toHaveLength(2);
    expect(await screen.findAllByText('Welcome')).toHaveLength(2);
    expect(request).toHaveBeenCalledTimes(1);
    expect(request).toHaveBeenCalledWith('GET', '/office/messages', { query: { page: 1 } });
  });

  it('shows the failure with a retry that asks again', async () => {
    let fail = true;
    const request = vi.fn(async () => {
      if (fail) throw new ApiError('Server down', 503);
      return { items: [] };
    });
    const app = createTestApp({ request: request as never });
    renderWithApp(<MessageList />, app);
    expect(await screen.findByRole('alert')).toHaveTextContent('main_query_error');
    fail = false;
    await act(async () => screen.getByRole('button').click());
    expect(await screen.findByText('No messages')).toBeInTheDocument();
  });

  it('treats an answer of the wrong shape as a failure', async () => {
    const app = createTestApp({ request: (async () => ({ items: 'nope' })) as never });
    renderWithApp(<MessageList />, app);
    expect(await screen.findByRole('alert')).toBeInTheDocument();
  });
});

describe('useApiAction', () => {
  it('sends, reports done and reloads the reads it changes', async () => {
    let items = ['One', 'Two'];
    const request = vi.fn(async (method: string) => {
      if (method === 'DELETE') {
        items = ['Two'];
        return { success: true };
      }
      return { items };
    });
    const app = createTestApp({ request: request as never });
    renderWithApp(
      <>
        <MessageList />
        <DeleteButton />
      </>,
      app,
    );
    expect(await screen.findByText('One')).toBeInTheDocument();
    await act(async () => screen.getByRole('button', { name: 'delete' }).click());
    await waitFor(() => expect(screen.queryByText('One')).not.toBeInTheDocument());
    expect(screen.getByText('done')).toBeInTheDocument();
    expect(screen.getByText('Two')).toBeInTheDocument();
  });

  it('keeps the server message of a refused send', async () => {
    const request = vi.fn(async (method: string) => {
      if (method === 'DELETE') throw new ApiError('Message not found', 404);
      return { items: [] };
    });
    const app = createTestApp({ request: request as never });
    renderWithApp(<DeleteButton />, app);
    await act(async () => screen.getByRole('button', { name: 'delete' }).click());
    expect(await screen.findByRole('alert')).toHaveTextContent('Message not found');
    expect(screen.getByText('failed')).toBeInTheDocument();
  });

  it('sends the Idempotency-Key a form gives its send', async () => {
    const request = vi.fn(async () => ({ success: true }));
    function PayButton(): ReactNode {
      const action = useApiAction('test/pay');
      return (
        <button type="button" onClick={() => action.send('POST', '/payments/transfer', { amount: 5 }, undefined, 'key-1')}>
          pay
        </button>
      );
    }
    renderWithApp(<PayButton />, createTestApp({ request: request as never }));
    await act(async () => screen.getByRole('button', { name: 'pay' }).click());
    await waitFor(() => expect(request).toHaveBeenCalledWith('POST', '/payments/transfer', expect.objectContaining({ body: { amount: 5 }, idempotencyKey: 'key-1' })));
  });
});
