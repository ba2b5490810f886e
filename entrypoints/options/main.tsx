import { render } from 'preact';
import { OptionsApp } from '../../components/OptionsApp';
import '../../components/styles.css';
import { createRuntimeClient } from '../../lib/messaging/runtime-client';
import { createSessionModel } from '../../lib/models/session-model';

const session = createSessionModel(createRuntimeClient());
render(<OptionsApp session={session} />, document.getElementById('app')!);
void session.refresh();
