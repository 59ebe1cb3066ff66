// What other screens use of the media feature: the picture picker (upload or library).
export { ImagePicker } from './image-picker';
export { thumbnailSources } from './image-sources';
