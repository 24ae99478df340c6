export default class Widget {
  size = 1;
}
