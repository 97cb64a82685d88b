import { Link } from 'react-router-dom';
import { paths } from '../lib/paths';
import type { SentencePart } from './eventSentence';

/** An event's sentence: who in bold, the flag and the change request as links, the environment stressed. */
export function EventSentence({ parts }: { parts: readonly SentencePart[] }) {
  return (
    <>
      {parts.map((part, index) => {
        if (typeof part === 'string') return part;
        switch (part.kind) {
          case 'person':
          case 'name':
            return <strong key={index}>{part.text}</strong>;
          case 'environment':
            return <strong key={index} className="history-environment">{part.name}</strong>;
          case 'flag':
            return part.project ? (
              <Link key={index} className="history-flag" to={paths.flag(part.project, part.name)}>{part.name}</Link>
            ) : (
              <span key={index} className="history-flag">{part.name}</span>
            );
          case 'changeRequest':
            return part.project ? (
              <Link key={index} to={paths.changeRequest(part.project, part.id)}>change request #{part.id}</Link>
            ) : (
              <span key={index}>change request #{part.id}</span>
            );
        }
      })}
    </>
  );
}
