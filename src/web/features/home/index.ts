// What the app's route table asks of the home feature beyond its page.
export { loadHomePictures } from './pictures';
