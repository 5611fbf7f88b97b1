import { SendOutlined } from '@ant-design/icons';
import type { AssistantSource } from '@podium/contracts';
import { Button, Input, Tag } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { askAssistant, AskError } from '../../../features/content/ask-assistant.ts';
import { usePageMeta } from '../../../app/routes/page-title-store.ts';
import '../../../features/content/chat.css';
import { PortalPageBand } from '../../../layouts/portal/PortalPageBand.tsx';

type Message = {
  id: number;
  role: 'user' | 'assistant';
  text: string;
  sources: AssistantSource[];
  pending?: boolean;
};

/** An answer's text with its "[n]" citations as links to the n-th source. */
const AnswerText = ({ text, sources }: { text: string; sources: AssistantSource[] }) => (
  <>
    {text.split(/(\[\d\])/).map((part, index) => {
      const source = /^\[(\d)\]$/.exec(part) ? sources[Number(part[1]) - 1] : undefined;
      return source ? (
        <Link key={index} to={source.path} className="chat-cite" title={source.title}>
          {part}
        </Link>
      ) : (
        part
      );
    })}
  </>
);

/** /deepChat: questions about competitions, schedules, rules and news, answered from published content. */
export const DeepChatPage = () => {
  const { t } = useTranslation('content');
  usePageMeta(t('chat.title'), t('chat.description'));
  const [messages, setMessages] = useState<Message[]>([]);
  const [draft, setDraft] = useState('');
  const [busy, setBusy] = useState(false);
  const end = useRef<HTMLDivElement>(null);
  const nextId = useRef(1);

  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [messages]);

  const update = (id: number, change: (m: Message) => Message) =>
    setMessages((all) => all.map((m) => (m.id === id ? change(m) : m)));

  const ask = async (raw: string) => {
    const question = raw.trim();
    if (!question || busy) return;
    const answerId = nextId.current + 1;
    nextId.current += 2;
    setDraft('');
    setBusy(true);
    setMessages((all) => [
      ...all,
      { id: answerId - 1, role: 'user', text: question, sources: [] },
      { id: answerId, role: 'assistant', text: '', sources: [], pending: true },
    ]);
    try {
      await askAssistant(question, (event) => {
        if (event.type === 'sources') update(answerId, (m) => ({ ...m, sources: event.sources }));
        if (event.type === 'delta')
          update(answerId, (m) => ({ ...m, text: m.text + event.text, pending: false }));
        // The model failed part-way: its half answer gives way to the one from the site's own data.
        if (event.type === 'reset') update(answerId, (m) => ({ ...m, text: '' }));
      });
    } catch (error) {
      const text = error instanceof AskError && error.code === 429 ? t('chat.tooMany') : t('chat.failed');
      update(answerId, (m) => ({ ...m, text }));
    } finally {
      update(answerId, (m) => ({ ...m, pending: false }));
      setBusy(false);
    }
  };

  return (
    <div className="chat-page">
      <PortalPageBand title={t('chat.title')} subtitle={t('chat.description')} />
      <div className="chat-column">
        <div className="chat-messages" aria-live="polite">
          <div className="chat-msg is-assistant">
            {t('chat.hello')}
            <div className="chat-suggestions">
              {t('chat.suggestions', { returnObjects: true }).map((s) => (
                <Tag.CheckableTag key={s} checked={false} onChange={() => void ask(s)}>
                  {s}
                </Tag.CheckableTag>
              ))}
            </div>
          </div>
          {messages.map((m) => (
            <div
              key={m.id}
              className={`chat-msg is-${m.role}`}
              data-testid={m.role === 'assistant' ? 'chat-answer' : undefined}
              aria-label={m.role === 'user' ? t('chat.you') : t('chat.assistant')}
            >
              {m.pending ? t('chat.thinking') : <AnswerText text={m.text} sources={m.sources} />}
              {m.role === 'assistant' && m.sources.length > 0 && !m.pending && (
                <div className="chat-sources">
                  {t('chat.sources')}
                  <ol>
                    {m.sources.map((s) => (
                      <li key={s.path}>
                        <Tag bordered={false}>{t(`chat.kind.${s.kind}`)}</Tag>
                        <Link to={s.path}>{s.title}</Link>
                      </li>
                    ))}
                  </ol>
                </div>
              )}
            </div>
          ))}
          <div ref={end} />
        </div>
      </div>
      <form
        className="chat-input-bar"
        onSubmit={(e) => {
          e.preventDefault();
          void ask(draft);
        }}
      >
        <div className="chat-input-inner">
          <Input
            size="large"
            value={draft}
            maxLength={300}
            onChange={(e) => setDraft(e.target.value)}
            placeholder={t('chat.placeholder')}
            aria-label={t('chat.placeholder')}
          />
          <Button type="primary" size="large" htmlType="submit" icon={<SendOutlined />} loading={busy}>
            {t('chat.send')}
          </Button>
        </div>
      </form>
    </div>
  );
};
