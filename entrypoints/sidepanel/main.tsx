// The page's first script is small, so the tab lookup, the last view's markup and the editor's
// code are asked for as soon as the page is parsed; the panel's own code loads beside them.
import './early';

void import('./panel-app');
