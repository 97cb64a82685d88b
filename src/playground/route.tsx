// Route module, loaded on demand by the router.
import './playground.css';
import { PlaygroundPage } from './PlaygroundPage';

export function Component() {
  return <PlaygroundPage />;
}
