/**
 * What the support API accepts, checked field by field: the first problem is refused with a
 * message in the player's language and the field it is about. The client checks the same bounds
 * as the player types; these checks are the ones that count.
 */
import type { Language } from '../../../server/kit/index.ts';
import { CALLBACK_SLOTS, SUPPORT_TOPICS, type CallbackSlot, type SupportTopic } from '../schemas.ts';

/** A field the support API refuses, and why. */
export interface InputRefusal {
  readonly field: string;
  readonly message: string;
}
export type Checked<T> = { ok: true; value: T } | { ok: false; refusal: InputRefusal };

export const SUBJECT_LENGTH = { min: 3, max: 120 } as const;
export const MESSAGE_LENGTH = { min: 20, max: 3000 } as const;
export const QUESTION_LENGTH = { min: 10, max: 500 } as const;
export const CHAT_MESSAGE_MAX = 500;

const EMAIL = /^[^\s@]{1,64}@[^\s@]{1,190}\.[^\s@]{2,}$/;
const LINK = /(https?:\/\/|www\.)\S/i;

function refuse(field: string, lng: Language, en: string, ru: string): { ok: false; refusal: InputRefusal } {
  return { ok: false, refusal: { field, message: lng === 'ru' ? ru : en } };
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

function topicOf(value: unknown): SupportTopic | undefined {
  return (SUPPORT_TOPICS as readonly unknown[]).includes(value) ? (value as SupportTopic) : undefined;
}

export interface EmailRequestInput {
  email: string;
  topic: SupportTopic;
  subject: string;
  message: string;
}

export function checkEmailRequest(body: Record<string, unknown>, lng: Language): Checked<EmailRequestInput> {
  const email = text(body.email);
  if (!EMAIL.test(email)) return refuse('email', lng, 'Enter the e-mail address we should answer to, like name@example.com', 'Укажите адрес, на который ответить, например name@example.com');
  const topic = topicOf(body.topic);
  if (!topic) return refuse('topic', lng, 'Choose what your request is about', 'Выберите тему обращения');
  const subject = text(body.subject);
  if (subject.length < SUBJECT_LENGTH.min || subject.length > SUBJECT_LENGTH.max) {
    return refuse('subject', lng, `The subject must be ${SUBJECT_LENGTH.min} to ${SUBJECT_LENGTH.max} characters`, `Тема должна быть от ${SUBJECT_LENGTH.min} до ${SUBJECT_LENGTH.max} символов`);
  }
  const message = text(body.message);
  if (message.length < MESSAGE_LENGTH.min || message.length > MESSAGE_LENGTH.max) {
    return refuse('message', lng, `The message must be ${MESSAGE_LENGTH.min} to ${MESSAGE_LENGTH.max} characters`, `Сообщение должно быть от ${MESSAGE_LENGTH.min} до ${MESSAGE_LENGTH.max} символов`);
  }
  // Links in requests are how phishing reaches consultants; the desk takes words, not addresses.
  if (LINK.test(message) || LINK.test(subject)) {
    return refuse(LINK.test(subject) ? 'subject' : 'message', lng, 'Links are not accepted in requests: describe the page or paste the coupon number instead', 'Ссылки в обращениях не принимаются: опишите страницу или укажите номер купона');
  }
  return { ok: true, value: { email, topic, subject, message } };
}

export interface QuestionInput {
  topic: SupportTopic;
  question: string;
}

export function checkQuestion(body: Record<string, unknown>, lng: Language): Checked<QuestionInput> {
  const topic = topicOf(body.topic);
  if (!topic) return refuse('topic', lng, 'Choose what your question is about', 'Выберите тему вопроса');
  const question = text(body.question);
  if (question.length < QUESTION_LENGTH.min || question.length > QUESTION_LENGTH.max) {
    return refuse('question', lng, `The question must be ${QUESTION_LENGTH.min} to ${QUESTION_LENGTH.max} characters`, `Вопрос должен быть от ${QUESTION_LENGTH.min} до ${QUESTION_LENGTH.max} символов`);
  }
  if (LINK.test(question)) return refuse('question', lng, 'Links are not accepted in questions: describe the page instead', 'Ссылки в вопросах не принимаются: опишите страницу словами');
  return { ok: true, value: { topic, question } };
}

/** The phone as +digits: spaces, dashes, dots and brackets are allowed while typing and dropped here. */
export function normalisePhone(value: unknown): string | null {
  const compact = text(value).replace(/[\s().-]/g, '');
  return /^\+\d{7,15}$/.test(compact) ? compact : null;
}

export interface CallbackInput {
  phone: string;
  slot: CallbackSlot;
  topic: SupportTopic;
}

export function checkCallback(body: Record<string, unknown>, lng: Language): Checked<CallbackInput> {
  const phone = normalisePhone(body.phone);
  if (!phone) return refuse('phone', lng, 'Enter the phone number with its country code, like +44 20 7946 0958', 'Укажите номер с кодом страны, например +7 495 123-45-67');
  const slot = (CALLBACK_SLOTS as readonly unknown[]).includes(body.slot) ? (body.slot as CallbackSlot) : undefined;
  if (!slot) return refuse('slot', lng, 'Choose when we should call', 'Выберите, когда позвонить');
  const topic = topicOf(body.topic);
  if (!topic) return refuse('topic', lng, 'Choose what the call is about', 'Выберите тему звонка');
  return { ok: true, value: { phone, slot, topic } };
}

export function checkChatMessage(body: Record<string, unknown>, lng: Language): Checked<string> {
  const message = text(body.text);
  if (message.length === 0 || message.length > CHAT_MESSAGE_MAX) return refuse('text', lng, `Write 1 to ${CHAT_MESSAGE_MAX} characters`, `Напишите от 1 до ${CHAT_MESSAGE_MAX} символов`);
  return { ok: true, value: message };
}
