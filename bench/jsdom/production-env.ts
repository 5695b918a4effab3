// React picks its build when it is first imported: measure the production build, as users get it.
process.env.NODE_ENV = 'production';
