import { start } from './app/start';
import './styles/global.css';

void start(document.getElementById('root')!);
