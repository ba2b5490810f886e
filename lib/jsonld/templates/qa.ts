/** A question and its answer found in selected text (the answer may be empty). */
export interface QuestionAnswer {
  question: string;
  answer: string;
}

const QUESTION_END = /[?？]\s*$/;
const QUESTION_PREFIX = /^(?:q|question|frage|f)\s*[.:)]\s*/i;
const ANSWER_PREFIX = /^(?:a|r|answer|réponse|reponse|antwort)\s*[.:)]\s*/i;
const NUMBERING = /^(?:\d{1,2}[.)]|[-•*–])\s+/;
/** A question and its answer on one line: `Why? Because…` (the answer starts a new sentence). */
const INLINE = /^(.{3,300}?[?？])\s+(\S.*)$/u;

const clean = (line: string): string => line.replace(/\s+/g, ' ').trim();

/**
 * Reads questions and answers from selected text: a line ending with `?` starts a question, the
 * lines after it up to the next question are its answer (joined by line breaks). `Q:`/`A:`-style
 * prefixes (`Question :`, `Réponse :`, `Frage:`, `Antwort:`) and list numbering are removed. Text
 * before the first question is ignored. A single line `Question? Answer.` is one pair.
 */
export function parseQuestionsAndAnswers(text: string): QuestionAnswer[] {
  const lines = text
    .split(/\r?\n/)
    .map(clean)
    .filter((l) => l !== '');
  const out: QuestionAnswer[] = [];
  let current: { question: string; answer: string[] } | undefined;
  const flush = () => {
    if (current) out.push({ question: current.question, answer: current.answer.join('\n') });
  };
  for (const line of lines) {
    const bare = line.replace(NUMBERING, '');
    if (QUESTION_END.test(bare) && !ANSWER_PREFIX.test(bare)) {
      flush();
      current = { question: bare.replace(QUESTION_PREFIX, ''), answer: [] };
    } else if (current) {
      current.answer.push(line.replace(ANSWER_PREFIX, ''));
    }
  }
  flush();
  if (out.length === 0 && lines.length === 1) {
    const m = INLINE.exec(lines[0]!.replace(NUMBERING, ''));
    if (m && /^[\p{Lu}\d«"„“]/u.test(m[2]!)) {
      out.push({ question: m[1]!.replace(QUESTION_PREFIX, ''), answer: m[2]! });
    }
  }
  return out;
}

/** Whether the text holds at least one question with an answer. */
export const looksLikeQuestionsAndAnswers = (text: string): boolean =>
  parseQuestionsAndAnswers(text).some((qa) => qa.answer !== '');
